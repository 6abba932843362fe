export { DataTable, type DataTableColumn, type DataTableListState, type DataTableProps } from './DataTable';
export { ListDateFilter } from './ListDateFilter';
export { ListFilter, type ListFilterProps } from './ListFilter';
export { ListSearch, type ListSearchProps } from './ListSearch';
export {
  listQueryArgs,
  pageCountOf,
  PAGE_SIZES,
  readListState,
  type ListDefaults,
  type ListState,
  type SortOrder,
} from './listParams';
export { DATA_TABLE_TEXT } from './text';
export { useListParams } from './useListParams';
