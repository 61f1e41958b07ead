export { FloatButtons, type FloatButton, type FloatButtonsProps } from './float-buttons.tsx'
