import type { TDivision } from '@n5/shared/project/constants';

/** Kinds of job the contractor does, by division: the project name ends with the scope. */
export interface TScope {
  scope: string;
  description: string;
  /** The largest contract of this kind: nobody replaces a floor for $2M. */
  maxDollars: number;
  /** Tenant work in Kansas pays the remodel tax; new construction does not. */
  remodel: boolean;
}

// prettier-ignore
export const SCOPES: Record<TDivision, readonly TScope[]> = {
  Construction: [
    { scope: 'Tenant Finish', description: 'Interior build-out of the leased suite: framing, drywall, ceilings, doors, flooring and paint.', maxDollars: 1_500_000, remodel: true },
    { scope: 'Office Remodel', description: 'Remodel of the second-floor offices with new finishes, lighting and a break room.', maxDollars: 1_200_000, remodel: true },
    { scope: 'Restroom Renovation', description: 'Gut and rebuild of the public restrooms to ADA standards: fixtures, partitions, tile and accessories.', maxDollars: 400_000, remodel: true },
    { scope: 'Lobby Refresh', description: 'New storefront entry, porcelain tile, feature wall and ceiling in the main lobby.', maxDollars: 350_000, remodel: true },
    { scope: 'Roof Replacement', description: 'Tear-off and replacement of the low-slope roof with a 60 mil TPO system and new flashing.', maxDollars: 900_000, remodel: true },
    { scope: 'Storefront Replacement', description: 'Replace the aluminum storefront and entrance doors with thermally broken frames and insulated glass.', maxDollars: 300_000, remodel: true },
    { scope: 'Classroom Addition', description: 'Four-classroom addition on slab on grade: steel frame, masonry veneer and rooftop units.', maxDollars: 2_500_000, remodel: false },
    { scope: 'Parking Lot Repairs', description: 'Mill and overlay of the north lot, concrete curb repairs and new striping.', maxDollars: 400_000, remodel: false },
    { scope: 'Break Room Remodel', description: 'New casework, solid-surface counters, plumbing connections and vinyl plank flooring.', maxDollars: 150_000, remodel: true },
    { scope: 'Flooring Replacement', description: 'Remove existing carpet and VCT; install carpet tile and luxury vinyl tile throughout.', maxDollars: 350_000, remodel: true },
  ],
  Mechanical: [
    { scope: 'HVAC Retrofit', description: 'Replace the air handlers and VAV boxes, rebalance the system and upgrade the controls.', maxDollars: 1_500_000, remodel: true },
    { scope: 'Rooftop Unit Replacement', description: 'Replace two 25-ton rooftop units with new curb adapters, crane lift and startup.', maxDollars: 400_000, remodel: true },
    { scope: 'Boiler Replacement', description: 'Remove the existing boilers; install two high-efficiency condensing boilers with pumps and venting.', maxDollars: 600_000, remodel: true },
    { scope: 'Chiller Replacement', description: 'Replace the 150-ton air-cooled chiller, including rigging, piping tie-ins and startup.', maxDollars: 900_000, remodel: true },
    { scope: 'Kitchen Exhaust Upgrade', description: 'New type I hood exhaust fan, makeup air unit and grease duct for the commercial kitchen.', maxDollars: 250_000, remodel: true },
    { scope: 'Controls Upgrade', description: 'Replace pneumatic controls with DDC controllers and a web-based building automation front end.', maxDollars: 500_000, remodel: true },
    { scope: 'Domestic Water Repipe', description: 'Replace the galvanized domestic water piping with copper and new isolation valves.', maxDollars: 400_000, remodel: true },
  ],
  Service: [
    { scope: 'Preventive Maintenance', description: 'Quarterly preventive maintenance of the HVAC equipment: filters, belts, coil cleaning and inspection.', maxDollars: 60_000, remodel: false },
    { scope: 'Chiller Service', description: 'Annual chiller teardown inspection, oil analysis and refrigerant leak check.', maxDollars: 40_000, remodel: false },
    { scope: 'Water Heater Replacement', description: 'Replace the 100-gallon gas water heater with venting and recirculation pump.', maxDollars: 30_000, remodel: false },
    { scope: 'RTU Compressor Replacement', description: 'Replace the failed compressor of rooftop unit 3, recover and recharge refrigerant.', maxDollars: 35_000, remodel: false },
    { scope: 'Boiler Tune-Up', description: 'Combustion analysis, burner cleaning and safety control test before the heating season.', maxDollars: 12_000, remodel: false },
    { scope: 'Emergency Leak Repair', description: 'Locate and repair the chilled water leak above the ceiling; replace damaged tiles.', maxDollars: 20_000, remodel: false },
    { scope: 'Backflow Testing', description: 'Annual testing and certification of the backflow preventers, with the city report filed.', maxDollars: 8_000, remodel: false },
  ],
};

/** Extra exclusions some estimators add to the default text. */
export const EXTRA_EXCLUSIONS = [
  "Roof patching by the owner's roofing contractor.",
  'Hazardous material abatement is by the owner.',
  'Work is priced during normal business hours, Monday to Friday.',
  'Utility company fees and charges are excluded.',
] as const;

/** Jobs too large to run on time and material: T&M work picks among the others. */
export const TM_MAX_DOLLARS = 1_000_000;
