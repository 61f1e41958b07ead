import { BulletinsContainer } from '../features/bulletins/bulletins-container.tsx'

/** `/bulletins`: the site's bulletins and their editor (a dialog). */
export function BulletinsRoute() {
  return <BulletinsContainer />
}
