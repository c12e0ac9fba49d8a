// The apartment bills widget's public module: the loader's element and the npm React API import it.
export { ApartmentBills } from './ApartmentBills';
export type { ApartmentBillsProps } from './ApartmentBills';
export { PayBill } from './PayBill';
export { apartmentBillsQueries } from './queries';
export type { PayBillProps } from './PayBill';
export type { PaidDetail } from './usePaymentFlow';
