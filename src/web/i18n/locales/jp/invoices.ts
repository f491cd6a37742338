/** Invoices, credit notes, the accounting exports and the coverage report (docs/product/billing.md). */
const invoices = {
  title: '請求書',
};

export default invoices;
