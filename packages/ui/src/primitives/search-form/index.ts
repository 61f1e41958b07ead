export { SearchForm, type SearchFormProps } from './search-form.tsx'
