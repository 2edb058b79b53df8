/** The receipt screens' addresses (spec 3 §2.10). */
export const receiptPaths = {
  chooser: '/m/receipts',
  nonProject: '/m/receipts/nonproject/',
  project: '/m/receipts/project/',
  mobileProjects: '/m/projects',
} as const;
