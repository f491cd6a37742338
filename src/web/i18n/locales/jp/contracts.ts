/** Billing contracts, their lines, holiday calendars and the billing settings (docs/product/billing.md). */
const contracts = {
  title: '契約',
};

export default contracts;
