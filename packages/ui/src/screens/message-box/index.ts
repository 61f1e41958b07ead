export { MessageBox, type MessageBoxInput, type MessageBoxProps } from './message-box.tsx'
