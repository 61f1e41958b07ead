export { ServiceLinkForm, serviceLinkProblem, type ServiceLinkFormProps } from './service-link-form.tsx'
