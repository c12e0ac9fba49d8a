// What /documents reads as it opens, for its route's loader to import lazily: its list (the table's
// config and first page follow from it).
export { documentsList as list } from '@sakhli/sdk';
