// The KPI screens' quarter: the address's ?y&q (lib/quarter-param.ts, shared with the incentives).
export {
  quarterOfValue as pickedOf,
  quarterSelectOptions as quarterOptions,
  quarterValue as pickedValue,
  todayIso,
  useQuarterParam as usePickedQuarter,
} from '../../../lib/quarter-param';
