import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { useCopy } from '../../primitives/copy-field/copy-field.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { acceptingClipboard, expectCopies, expectQrCode, withClipboard } from '../../fixtures/share-story.ts'
import { InviteShare, type ShareTarget } from './invite-share.tsx'

const inviteLink = 'https://lobby.example/register?invite=QV7K2M'

/** The block with its own shared copy state, as a panel holds it. */
function InviteShareStory({
  inviteCode,
  inviteLink,
  onCopy,
}: {
  inviteCode: string | null
  inviteLink: string | null
  onCopy: (which: ShareTarget, text: string) => void
}) {
  const copy = useCopy<'invite_code' | 'invite_link'>(onCopy, 3_600_000)
  return (
    <div className="max-w-3xl">
      <InviteShare
        title="Invite code and link"
        hint="Friends who register with your code join your team."
        inviteCode={inviteCode}
        inviteLink={inviteLink}
        copy={copy}
        noCode={
          <p role="note" className="text-sm text-muted-foreground">
            You don't have an invite code yet.
          </p>
        }
      />
    </div>
  )
}

const meta = {
  title: 'MemberCentre/InviteShare',
  component: InviteShareStory,
  args: { inviteCode: 'QV7K2M', inviteLink, onCopy: fn() },
} satisfies Meta<typeof InviteShareStory>

export default meta
type Story = StoryObj<typeof meta>

/** The code and the link in copy fields, the link's QR code beside them. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const block = within(canvas.getByRole('region', { name: 'Invite code and link' }))
    await expect(block.getByRole('textbox', { name: 'Invite code' })).toHaveValue('QV7K2M')
    await expect(block.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteLink)
    await expectQrCode(block, {
      value: inviteLink,
      label: 'QR code of your invite link',
      downloadLabel: 'Download QR code of the invite link',
      fileName: 'invite-link-qr.svg',
    })
    const clipboard = acceptingClipboard()
    await withClipboard(clipboard, () =>
      expectCopies(block, {
        copyName: 'Copy invite code',
        copiedName: 'Invite code copied.',
        which: 'invite_code',
        value: 'QV7K2M',
        writeText: clipboard.writeText,
        onCopy: args.onCopy,
      }).then(() => undefined),
    )
  },
}

/** A code without a link: its field alone, and no QR code. */
export const CodeOnly: Story = {
  args: { inviteLink: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1)
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** Neither a code nor a link: the caller's note instead of the hint and the fields. */
export const NoCode: Story = {
  args: { inviteCode: null, inviteLink: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent("You don't have an invite code yet.")
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const Mobile: Story = { globals: mobileGlobals }
