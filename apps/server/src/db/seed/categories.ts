import type { TDbOrTx } from '../client';
import { mainCategories, subCategories } from '../schema/index';
import { resetSequences } from './sequences';

/** The cost-code tree, in the style of CSI MasterFormat: division, then section (09-2900). */
// prettier-ignore
export const COST_CODES: ReadonlyArray<{ code: string; name: string; subs: ReadonlyArray<readonly [code: string, name: string]> }> = [
  { code: '01', name: 'General Requirements', subs: [['01-3100', 'Project Management and Coordination'], ['01-4500', 'Quality Control'], ['01-5000', 'Temporary Facilities and Controls'], ['01-5700', 'Temporary Environmental Controls'], ['01-7400', 'Cleaning and Waste Management'], ['01-7700', 'Closeout Procedures']] },
  { code: '02', name: 'Existing Conditions', subs: [['02-3000', 'Subsurface Investigation'], ['02-4119', 'Selective Demolition'], ['02-4100', 'Demolition'], ['02-8200', 'Asbestos Remediation']] },
  { code: '03', name: 'Concrete', subs: [['03-1000', 'Concrete Forming and Accessories'], ['03-2000', 'Concrete Reinforcing'], ['03-3000', 'Cast-in-Place Concrete'], ['03-3500', 'Concrete Finishing'], ['03-5400', 'Cast Underlayment']] },
  { code: '05', name: 'Metals', subs: [['05-1200', 'Structural Steel Framing'], ['05-3100', 'Steel Decking'], ['05-4000', 'Cold-Formed Metal Framing'], ['05-5000', 'Metal Fabrications'], ['05-5100', 'Metal Stairs']] },
  { code: '06', name: 'Wood, Plastics and Composites', subs: [['06-1000', 'Rough Carpentry'], ['06-1600', 'Sheathing'], ['06-2000', 'Finish Carpentry'], ['06-4100', 'Architectural Wood Casework'], ['06-6100', 'Solid Surfacing Fabrications']] },
  { code: '07', name: 'Thermal and Moisture Protection', subs: [['07-1300', 'Sheet Waterproofing'], ['07-2100', 'Thermal Insulation'], ['07-5400', 'Thermoplastic Membrane Roofing'], ['07-6200', 'Sheet Metal Flashing and Trim'], ['07-8400', 'Firestopping'], ['07-9200', 'Joint Sealants']] },
  { code: '08', name: 'Openings', subs: [['08-1100', 'Metal Doors and Frames'], ['08-1400', 'Wood Doors'], ['08-3300', 'Coiling Doors'], ['08-4100', 'Entrances and Storefronts'], ['08-7100', 'Door Hardware'], ['08-8000', 'Glazing']] },
  { code: '09', name: 'Finishes', subs: [['09-2200', 'Supports for Plaster and Gypsum Board'], ['09-2900', 'Gypsum Board'], ['09-3000', 'Tiling'], ['09-5100', 'Acoustical Ceilings'], ['09-6500', 'Resilient Flooring'], ['09-6800', 'Carpeting'], ['09-7200', 'Wall Coverings'], ['09-9100', 'Painting']] },
  { code: '10', name: 'Specialties', subs: [['10-1400', 'Signage'], ['10-2113', 'Toilet Compartments'], ['10-2600', 'Wall and Door Protection'], ['10-2800', 'Toilet, Bath and Laundry Accessories'], ['10-4400', 'Fire Protection Specialties']] },
  { code: '22', name: 'Plumbing', subs: [['22-0700', 'Plumbing Insulation'], ['22-1100', 'Facility Water Distribution'], ['22-1300', 'Facility Sanitary Sewerage'], ['22-3000', 'Plumbing Equipment'], ['22-4000', 'Plumbing Fixtures']] },
  { code: '23', name: 'Heating, Ventilating and Air Conditioning', subs: [['23-0500', 'Common Work Results for HVAC'], ['23-0593', 'Testing, Adjusting and Balancing'], ['23-0900', 'Instrumentation and Control for HVAC'], ['23-2100', 'Hydronic Piping and Pumps'], ['23-3100', 'HVAC Ducts and Casings'], ['23-5200', 'Heating Boilers'], ['23-6400', 'Packaged Water Chillers'], ['23-7400', 'Packaged Outdoor HVAC Equipment']] },
  { code: '26', name: 'Electrical', subs: [['26-0500', 'Common Work Results for Electrical'], ['26-0519', 'Low-Voltage Conductors and Cables'], ['26-2400', 'Switchboards and Panelboards'], ['26-2726', 'Wiring Devices'], ['26-5100', 'Interior Lighting'], ['26-5600', 'Exterior Lighting']] },
  { code: '31', name: 'Earthwork', subs: [['31-1000', 'Site Clearing'], ['31-2000', 'Earth Moving'], ['31-2316', 'Excavation'], ['31-2500', 'Erosion and Sedimentation Controls']] },
  { code: '32', name: 'Exterior Improvements', subs: [['32-1216', 'Asphalt Paving'], ['32-1313', 'Concrete Paving'], ['32-1723', 'Pavement Markings'], ['32-3113', 'Chain Link Fences and Gates'], ['32-9000', 'Planting']] },
];

/** Fixed ids in code order, so later seeds (conditions, templates) can name sub-categories. */
export async function seedCategories(db: TDbOrTx) {
  await db
    .insert(mainCategories)
    .values(
      COST_CODES.map(({ code, name }, i) => ({ mainCategoryId: i + 1, categoryCode: code, name })),
    );
  const subs = COST_CODES.flatMap(({ subs: list }, i) =>
    [...list]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subCategoryCode, name]) => ({ mainCategoryId: i + 1, subCategoryCode, name })),
  );
  await db.insert(subCategories).values(subs.map((s, i) => ({ subCategoryId: i + 1, ...s })));
  await resetSequences(db, [
    ['main_categories', 'main_category_id'],
    ['sub_categories', 'sub_category_id'],
  ]);
  return { mainCategories: COST_CODES.length, subCategories: subs.length };
}
