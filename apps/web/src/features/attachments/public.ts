// What the attachments feature offers to the screens: the files panel of a document, an entry or a payment.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { DocumentAttachments, PaymentAttachments } from './components/lazy-attachments.tsx';
