export { ModelList, type ModelListProps } from './model-list.tsx'
export {
  MODEL_ENTRIES_MAX,
  MODEL_ENTRY_FIELDS,
  ModelEntryEditor,
  modelEntryProblems,
  type ModelEntryField,
  type ModelEntryFieldErrors,
} from './model-entry-editor.tsx'
