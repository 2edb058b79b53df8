/** Internal notes, by where the project stands; client notes read as if written to the client. */
export const NOTE_TEXTS = {
  selling: [
    'Walked the site with the owner; access through the loading dock only before 7 am.',
    'Client asked for an alternate price on upgraded finishes.',
    'Sent revised proposal with the owner-furnished equipment excluded.',
    'Sub bids for drywall and paint are in; leveling them this week.',
    'Owner is comparing us with two other bidders; decision expected end of month.',
    'Need as-built drawings from the property manager before we finalize the duct layout.',
    'Budget number given verbally; formal proposal to follow.',
    'Confirmed the tax status with the client: they will send the exemption certificate.',
  ],
  building: [
    'Submittals for the rooftop units went out today.',
    'Permit application filed with the city.',
    'Owner approved change order for additional outlets.',
    'Punch list walk scheduled for Friday.',
    'Material lead time on the storefront glass is six weeks.',
    'Superintendent reports crew on schedule; framing complete.',
    'Crane lift booked for Saturday morning; street closure permit approved.',
    'Inspection passed for above-ceiling rough-in.',
    'Client prefers communication by email; copy the facilities manager.',
    'Pay app 2 sent; client asked for lien waivers from the electrical sub.',
  ],
  lost: [
    'Client went with a lower bid; we were about 8% high on the mechanical scope.',
    'Owner put the project on hold for next fiscal year.',
    'Scope moved to their national account contractor.',
  ],
  clientSelling: [
    'Proposal sent for your review; pricing is valid for 30 days.',
    'Thank you for walking the site with us; pricing will follow by Friday.',
    'We have included an alternate price for the upgraded equipment.',
  ],
  clientBuilding: [
    'Our crew will be on site Monday at 7:00 am; please have the loading dock open.',
    'The new equipment has been ordered; we will confirm the delivery date.',
    'Attached is the updated schedule reflecting the weather delay.',
    'Please confirm the color selections so we can release the order.',
  ],
} as const;
