// @storefront/widgets/product-form: the product selection form, for every screen that picks or
// edits a product (catalogue product page and dialog, subscription edit).
export {
  ProductSelectionForm,
  type ProductChoice,
  type ProductSelectionFormProps,
} from './product-selection-form';
export {
  useProductSelection,
  type SelectionField,
  type SelectionValues,
  type SelectionContext,
} from './use-product-selection';
export { useHolidays } from './use-holidays';
