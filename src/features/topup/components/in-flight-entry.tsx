// What the shell shows of money in flight, loaded as one chunk after the page has painted and been
// idle (in-flight-slots.tsx): the header's notices and the checkout runner read the same stores.
export { CheckoutRunner } from "./checkout-runner";
export { HeaderPending } from "./header-pending";
