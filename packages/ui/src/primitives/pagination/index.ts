export { Pagination, pageCountOf, paginationRange, type PaginationProps } from './pagination.tsx'
