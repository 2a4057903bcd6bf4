// The customer's page's money, loaded apart (VisitLink.tsx imports it only when the visit has a
// UPI link or a receipt): "Pay ₹N by UPI" and the receipt.
export { UpiPay } from './UpiPay.tsx';
export { Receipt } from './Receipt.tsx';
