export { Toaster, toasterVariants, toastIconVariants, toastVariants, type ToasterProps } from './toaster.tsx'
