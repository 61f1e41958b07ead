import { LettersContainer } from '../features/letters/letters-container.tsx'

/** `/letters`: the letters sent to members and the composer (a dialog). */
export function LettersRoute() {
  return <LettersContainer />
}
