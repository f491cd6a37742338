/** Billing contracts, their lines, holiday calendars and the billing settings (docs/product/billing.md). */
const contracts = {
  title: 'Contracts',
};

export default contracts;
