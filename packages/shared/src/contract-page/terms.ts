import type { TTextSection } from './schemas';

/**
 * The legal text of the contract documents, as data (kept out of the page's JSX and shared with
 * the PDF). Our own wording: the spec lists the topics of the Base contract terms (spec 3 §2.3)
 * and the payment constants (§9), not the words.
 */

/** Payment constants of spec 3 §9. */
export const PAYMENT = {
  netDays: 30,
  clientPaymentDays: 10,
  interestOverPrime: '2%',
  invoiceReceivedBy: '1st',
  paymentDueBy: '10th',
  finalPaymentDays: 10,
} as const;

export const COMPANY = {
  name: 'N5 Construction & Remodeling',
  address: '1200 Commerce Drive, Overland Park, KS 66210',
} as const;

/** The terms table rows of every document (§9 constants; work days and retention per contract). */
export function termsRows(input: { workDays: number | null; retentionPercent: string }) {
  return [
    {
      label: 'Work days',
      value: input.workDays === null ? 'To be scheduled' : String(input.workDays),
    },
    { label: 'Retention', value: input.retentionPercent },
    { label: 'Net payment due', value: `Net ${PAYMENT.netDays} days` },
    {
      label: 'Progress payments',
      value: `Invoices received by the ${PAYMENT.invoiceReceivedBy} of the month are paid by the ${PAYMENT.paymentDueBy} of the month (within ${PAYMENT.clientPaymentDays} days)`,
    },
    { label: 'Final payment', value: `Within ${PAYMENT.finalPaymentDays} days of completion` },
    { label: 'Late payments', value: `Interest at ${PAYMENT.interestOverPrime} above prime` },
  ];
}

type TBaseTermsInput = {
  ownerName: string;
  workDays: number | null;
  contractSum: string;
  contractSumWords: string;
  exclusions: string;
};

/** Sections 1-6: who, what, when and how much. */
function openingTerms(input: TBaseTermsInput): TTextSection[] {
  const days = input.workDays === null ? 'the number of' : String(input.workDays);
  return [
    {
      heading: '1. Consent of the Owner',
      paragraphs: [
        `By signing, ${input.ownerName || 'the Owner'} ("Owner") confirms being the owner of the work location or authorized by its owner to order this work, and asks ${COMPANY.name} ("Contractor") to perform it on the terms below.`,
      ],
    },
    {
      heading: '2. Contract Documents',
      paragraphs: [
        'The contract consists of this proposal, its inclusions, clarifications and exclusions, these terms, and any change order both parties sign later. Together they are the whole agreement; earlier offers and conversations are replaced by them.',
      ],
    },
    {
      heading: '3. The Work',
      paragraphs: [
        'Contractor will furnish the labor, materials, equipment and supervision needed for the inclusions listed in this proposal, in a good and workmanlike manner and in keeping with the codes in force where the work is done. Work not listed is not included.',
      ],
    },
    {
      heading: '4. Commencement and Completion',
      paragraphs: [
        `Work starts on a date agreed with the Owner after this contract is signed and is substantially complete within ${days} work days of that start, extended by the time of any change order, delay caused by the Owner, weather, unavailable materials or other causes beyond Contractor's control.`,
      ],
    },
    {
      heading: '5. Contract Sum',
      paragraphs: [
        `Owner will pay Contractor ${input.contractSum} (${input.contractSumWords}) for the work, plus or minus signed change orders.`,
      ],
    },
    {
      heading: '6. Progress Payments',
      paragraphs: [
        `Contractor invoices monthly for the work done. Invoices received by the ${PAYMENT.invoiceReceivedBy} of the month are due by the ${PAYMENT.paymentDueBy} of that month; payment is due within ${PAYMENT.clientPaymentDays} days of an invoice and in no case later than net ${PAYMENT.netDays} days. Final payment, including retention, is due within ${PAYMENT.finalPaymentDays} days of substantial completion.`,
      ],
    },
  ];
}

/** Sections 7-13: disputes, termination, interest, exclusions, riders and the lien notice. */
function closingTerms(exclusions: string): TTextSection[] {
  return [
    {
      heading: '7. Dispute Resolution',
      paragraphs: [
        'The parties will first try to settle a dispute by talking in good faith. A dispute they cannot settle is decided by binding arbitration under the construction industry rules of the American Arbitration Association, held in the county of the work location; judgment on the award may be entered in any court with jurisdiction.',
      ],
    },
    {
      heading: '8. Termination',
      paragraphs: [
        'Either party may end this contract by written notice if the other fails to perform a material obligation and does not cure it within seven days of that notice. On termination Owner pays for the work done and materials ordered up to the date of the notice, plus the reasonable cost of demobilization.',
      ],
    },
    {
      heading: '9. Interest on Late Payments',
      paragraphs: [
        `Amounts not paid when due bear interest from the due date at ${PAYMENT.interestOverPrime} above the prime rate published on the due date, until paid. Contractor may stop work while a payment is more than ${PAYMENT.netDays} days late.`,
      ],
    },
    {
      heading: '10. Standard Exclusions',
      paragraphs: [
        'Unless listed as an inclusion, the contract excludes: permits and fees paid by the Owner; testing and removal of asbestos, lead or other hazardous materials; repair of hidden conditions found behind finished surfaces; engineering and design; utility company charges; and work after normal business hours.',
      ],
    },
    {
      heading: '11. Project-Specific Exclusions',
      paragraphs: [exclusions.trim() || 'None beyond the standard exclusions.'],
    },
    {
      heading: '12. Epidemic Rider',
      paragraphs: [
        'If an epidemic, pandemic or public-health order closes the work location, limits crews or delays materials, the time for completion is extended by the delay, and the direct costs of complying with such orders (distancing, cleaning, protective equipment) are added by change order. Neither party is in default for delay caused by such events.',
      ],
    },
    {
      heading: '13. Lien Notice',
      paragraphs: [
        'NOTICE TO OWNER: FAILURE OF THIS CONTRACTOR TO PAY THOSE PERSONS SUPPLYING MATERIAL OR SERVICES TO COMPLETE THIS CONTRACT CAN RESULT IN THE FILING OF A MECHANIC\'S LIEN ON THE PROPERTY WHICH IS THE SUBJECT OF THIS CONTRACT PURSUANT TO CHAPTER 429, RSMo. TO AVOID THIS RESULT YOU MAY ASK THIS CONTRACTOR FOR "LIEN WAIVERS" FROM ALL PERSONS SUPPLYING MATERIAL OR SERVICES FOR THE WORK DESCRIBED IN THIS CONTRACT. FAILURE TO SECURE LIEN WAIVERS MAY RESULT IN YOUR PAYING FOR LABOR AND MATERIAL TWICE.',
        'For work in Missouri, the notices of section 429.012 RSMo apply as written above; for work in other states, the lien laws of that state apply.',
      ],
    },
  ];
}

/** The full contract terms of a Base contract, with its days, sum and exclusions filled in. */
export function baseContractTerms(input: TBaseTermsInput): TTextSection[] {
  return [...openingTerms(input), ...closingTerms(input.exclusions)];
}

/** General conditions of client documents. */
export const CLIENT_GENERAL_CONDITIONS: TTextSection = {
  heading: 'General Conditions',
  paragraphs: [
    'Prices are valid for 30 days from the contract date. Work is scheduled once this document is signed.',
    'Owner gives Contractor access to the work location during normal business hours, with power and water for the work.',
    'Changes to the work are made only by a change order signed by both parties, with its price and time.',
  ],
};

/** The subcontract exhibit, current version (approved on or after 2023-09-20, or unsigned). */
export const SUB_EXHIBIT: TTextSection = {
  heading: 'Exhibit A - Subcontract Conditions (rev. 2023-09-20)',
  paragraphs: [
    'Subcontractor performs the inclusions listed at the price shown, under the schedule and site rules of the Contractor, and keeps its work area clean daily.',
    'Subcontractor carries general liability, automobile and workers compensation insurance naming the Contractor as additional insured, and sends certificates before starting.',
    `Payment: Subcontractor invoices received by the ${PAYMENT.invoiceReceivedBy} of the month are paid by the ${PAYMENT.paymentDueBy}, less the retention shown, which is paid within ${PAYMENT.finalPaymentDays} days after the owner's final payment. Lien waivers accompany each invoice.`,
    'Subcontractor warrants its work for one year from substantial completion and corrects defects promptly at its own cost.',
  ],
};

/** The older subcontract exhibit, for sub contracts approved before 2023-09-20. */
export const SUB_EXHIBIT_BEFORE_2023_09_20: TTextSection = {
  heading: 'Exhibit A - Subcontract Conditions (before 2023-09-20)',
  paragraphs: [
    'Subcontractor performs the inclusions listed at the price shown and follows the schedule of the Contractor.',
    'Subcontractor carries the insurance the Contractor requires and names it as additional insured.',
    `Payment: net ${PAYMENT.netDays} days after the Contractor is paid by the owner, less the retention shown.`,
    'Subcontractor warrants its work for one year from substantial completion.',
  ],
};
