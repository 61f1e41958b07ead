export { DepositChannels, type DepositChannelsProps } from './deposit-channels.tsx'
export {
  CHANNEL_FIELDS,
  type ChannelDraft,
  type ChannelField,
  type ChannelFieldErrors,
  type DepositChannelKind,
} from './channel-editor.tsx'
