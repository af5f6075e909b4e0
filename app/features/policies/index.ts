export {
  cancellationFees,
  cancellationSections,
  cancellationVisaDisclaimer,
  privacySections,
  termsSections,
  termsVisaDisclaimer,
} from "./policies-content";
export { CancellationFeeTable, PolicyPage } from "./policy-page";
