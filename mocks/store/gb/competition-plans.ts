import type {
  CompetitionStatus,
  CompetitionTag,
  CompetitionType,
  NeedDirection,
  NeedType,
  PowerType,
  PricingMethod,
  ProductType,
} from "~/domain/market/enums";
import type { LngLat } from "../market-types";

export type CompetitionPlan = {
  name: string;
  operator: number;
  status: CompetitionStatus;
  /** Licence areas covered; empty for a competition still being drafted. */
  areas: string[];
  /** A smaller area inside the first licence area. */
  within?: { centre: LngLat; radius: number };
  product: ProductType;
  need: NeedType;
  pricing: PricingMethod;
  type: CompetitionType;
  power?: PowerType;
  direction: NeedDirection;
  dayAhead?: boolean;
  /** Days from bidding's close to the start of service (14 when not said). */
  serviceLeadDays?: number;
  tag: CompetitionTag | null;
  voltage: [number, number];
  /** Sent with boundary coordinates `[]`: the app must log it and still show it. */
  emptyBoundary?: boolean;
  /** Withdrawn by its operator: answered by id only, with a null name. */
  removed?: boolean;
};

const WIDE: [number, number] = [0.24, 132];

/** The competitions of the GB market; ids follow this order from 1. */
export const COMPETITION_PLANS: CompetitionPlan[] = [
  // Northern Powergrid (201)
  { name: "Leeds Sustain Peak", operator: 201, status: "open", areas: ["NPG-YS"], within: { centre: [-1.55, 53.8], radius: 0.25 }, product: "sustain", need: "congestion_management", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 33] },
  { name: "Yorkshire Day Ahead Flexibility", operator: 201, status: "open", areas: ["NPG-YS"], product: "scheduled_utilisation", need: "congestion_management", pricing: "pay_as_clear", type: "utilisation", direction: "deficit", dayAhead: true, tag: "Day Ahead", voltage: WIDE },
  { name: "Tyneside Secure", operator: 201, status: "open", areas: ["NPG-NE"], within: { centre: [-1.6, 54.97], radius: 0.22 }, product: "secure", need: "pre_fault", pricing: "fixed_price", type: "availability", direction: "deficit", tag: "Week Ahead", voltage: [0.24, 66] },
  { name: "Teesside Dynamic", operator: 201, status: "closed", areas: ["NPG-NE"], product: "dynamic", need: "post_fault", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: WIDE },
  { name: "Yorkshire Winter Sustain", operator: 201, status: "closed", serviceLeadDays: 1, areas: ["NPG-YS"], product: "sustain", need: "reinforcement_deferral", pricing: "pay_as_clear", type: "availability", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
  { name: "Sheffield Restore", operator: 201, status: "qualifying", areas: ["NPG-YS"], within: { centre: [-1.45, 53.45], radius: 0.16 }, product: "restore", need: "power_restoration", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: [0.24, 11] },
  { name: "Durham Peak Reduction", operator: 201, status: "qualifying", areas: ["NPG-NE"], within: { centre: [-1.57, 54.76], radius: 0.16 }, product: "peak_reduction", need: "capacity_constraint", pricing: "pay_as_bid", type: "service_fee", direction: "deficit", tag: null, voltage: [0.24, 33] },
  { name: "Hull Voltage Support", operator: 201, status: "qualified", areas: ["NPG-YS"], within: { centre: [-0.4, 53.76], radius: 0.15 }, product: "operational_utilisation", need: "voltage_support", pricing: "pay_as_bid", type: "utilisation", power: "reactive_power", direction: "import", tag: null, voltage: [11, 132] },
  { name: "York Firm Flexibility", operator: 201, status: "pending", areas: ["NPG-YS"], within: { centre: [-1.08, 53.96], radius: 0.15 }, product: "firm_availability_utilisation", need: "n_1", pricing: "fixed_price", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.4, 66] },
  { name: "Northern Summer Turn Up", operator: 201, status: "incomplete", areas: [], product: "operational_utilisation_scheduled_availability", need: "compliance", pricing: "pay_as_bid", type: "utilisation", direction: "excess", tag: null, voltage: WIDE },
  { name: "Bradford Sustain", operator: 201, status: "archived", areas: ["NPG-YS"], within: { centre: [-1.75, 53.79], radius: 0.12 }, product: "sustain", need: "n_1_1", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 33] },
  { name: "Northumberland Secure", operator: 201, status: "visibility", areas: ["NPG-NE"], within: { centre: [-1.85, 55.25], radius: 0.25 }, product: "secure", need: "n_2", pricing: "pay_as_clear", type: "availability", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
  // UK Power Networks (202)
  { name: "London Sustain", operator: 202, status: "open", areas: ["UKPN-LPN"], product: "sustain", need: "congestion_management", pricing: "pay_as_clear", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: [0.24, 33] },
  { name: "Eastern Day Ahead Turn Down", operator: 202, status: "open", areas: ["UKPN-EPN"], product: "scheduled_utilisation", need: "congestion_management", pricing: "pay_as_clear", type: "utilisation", direction: "excess", dayAhead: true, tag: "Day Ahead", voltage: WIDE },
  { name: "Kent Secure", operator: 202, status: "closed", areas: ["UKPN-SPN"], product: "secure", need: "pre_fault", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: WIDE },
  { name: "Cambridge Dynamic", operator: 202, status: "qualifying", areas: ["UKPN-EPN"], within: { centre: [0.12, 52.2], radius: 0.2 }, product: "dynamic", need: "post_fault", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 33] },
  { name: "Norwich Restore", operator: 202, status: "qualified", areas: ["UKPN-EPN"], within: { centre: [1.25, 52.6], radius: 0.18 }, product: "restore", need: "n_1", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: [0.24, 66] },
  { name: "Brighton Reactive Power", operator: 202, status: "pending", areas: ["UKPN-SPN"], within: { centre: [-0.14, 50.92], radius: 0.1 }, product: "operational_utilisation_variable_availability", need: "voltage_regulation", pricing: "fixed_price", type: "service_fee", power: "reactive_power", direction: "export", tag: null, voltage: [11, 132] },
  { name: "Central London Peak Reduction", operator: 202, status: "archived", areas: ["UKPN-LPN"], product: "peak_reduction", need: "reinforcement_deferral", pricing: "pay_as_bid", type: "service_fee", direction: "deficit", tag: null, voltage: [0.24, 11] },
  { name: "Essex Sustain", operator: 202, status: "visibility", areas: ["UKPN-EPN"], within: { centre: [0.55, 51.8], radius: 0.22 }, product: "sustain", need: "capacity_constraint", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
  // National Grid Electricity Distribution (203)
  { name: "Birmingham Sustain", operator: 203, status: "open", areas: ["NGED-WMID"], within: { centre: [-1.9, 52.48], radius: 0.2 }, product: "sustain", need: "reinforcement_deferral", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: [0.24, 33] },
  { name: "East Midlands Scheduled Availability", operator: 203, status: "open", areas: ["NGED-EMID"], product: "operational_utilisation_scheduled_availability", need: "congestion_management", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
  { name: "Cornwall Solar Turn Down", operator: 203, status: "closed", areas: ["NGED-SWEST"], product: "operational_utilisation", need: "congestion_management", pricing: "pay_as_clear", type: "utilisation", direction: "excess", tag: null, voltage: WIDE },
  { name: "South Wales Secure", operator: 203, status: "closed", areas: ["NGED-SWALES"], product: "secure", need: "pre_fault", pricing: "fixed_price", type: "availability", direction: "deficit", tag: null, voltage: WIDE },
  { name: "Bristol Dynamic", operator: 203, status: "qualifying", areas: ["NGED-SWEST"], within: { centre: [-2.55, 51.45], radius: 0.14 }, product: "dynamic", need: "n_1", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 66] },
  { name: "Nottingham Peak Reduction", operator: 203, status: "qualified", areas: ["NGED-EMID"], within: { centre: [-1.15, 52.95], radius: 0.15 }, product: "peak_reduction", need: "capacity_constraint", pricing: "pay_as_bid", type: "service_fee", direction: "deficit", tag: null, voltage: [0.24, 11] },
  { name: "Swansea Voltage Support", operator: 203, status: "incomplete", areas: [], product: "operational_utilisation", need: "voltage_support", pricing: "pay_as_bid", type: "utilisation", power: "reactive_power", direction: "import", tag: null, voltage: [11, 132] },
  { name: "West Midlands Sustain", operator: 203, status: "archived", areas: ["NGED-WMID"], product: "sustain", need: "n_2", pricing: "pay_as_clear", type: "availability", direction: "deficit", tag: null, voltage: WIDE },
  { name: "Plymouth Restore", operator: 203, status: "visibility", areas: ["NGED-SWEST"], within: { centre: [-4.08, 50.45], radius: 0.14 }, product: "restore", need: "power_restoration", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: [0.24, 33] },
  // SP Energy Networks (204)
  { name: "Glasgow Sustain", operator: 204, status: "open", areas: ["SPEN-SPD"], within: { centre: [-4.25, 55.86], radius: 0.2 }, product: "sustain", need: "congestion_management", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 33] },
  { name: "Merseyside Secure", operator: 204, status: "closed", areas: ["SPEN-SPM"], product: "secure", need: "n_1", pricing: "pay_as_clear", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
  { name: "Edinburgh Restore", operator: 204, status: "qualifying", areas: ["SPEN-SPD"], within: { centre: [-3.25, 55.92], radius: 0.15 }, product: "restore", need: "power_restoration", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: [0.24, 11] },
  { name: "Snowdonia Firm Flexibility", operator: 204, status: "pending", areas: ["SPEN-SPM"], within: { centre: [-3.8, 53.0], radius: 0.2 }, product: "firm_availability_utilisation", need: "other", pricing: "fixed_price", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.4, 33] },
  { name: "Central Scotland Sustain", operator: 204, status: "archived", areas: ["SPEN-SPD"], product: "sustain", need: "reinforcement_deferral", pricing: "pay_as_bid", type: "availability", direction: "deficit", tag: null, voltage: WIDE },
  // Scottish and Southern Electricity Networks (205)
  { name: "Highlands Wind Turn Down", operator: 205, status: "open", areas: ["SSEN-SHEPD"], product: "operational_utilisation_variable_availability", need: "other", pricing: "pay_as_bid", type: "utilisation", direction: "excess", tag: null, voltage: WIDE },
  { name: "Southern England Sustain", operator: 205, status: "closed", areas: ["SSEN-SEPD"], product: "sustain", need: "congestion_management", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: WIDE },
  { name: "Southampton Reactive Power", operator: 205, status: "qualifying", areas: ["SSEN-SEPD"], within: { centre: [-1.35, 50.97], radius: 0.12 }, product: "operational_utilisation", need: "voltage_regulation", pricing: "pay_as_bid", type: "utilisation", power: "reactive_power", direction: "export", tag: null, voltage: [11, 132] },
  // Electricity North West (206)
  { name: "Manchester Sustain", operator: 206, status: "open", areas: ["ENWL-NW"], within: { centre: [-2.24, 53.5], radius: 0.2 }, product: "sustain", need: "reinforcement_deferral", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: "Week Ahead", voltage: [0.24, 33] },
  { name: "Cumbria Restore", operator: 206, status: "qualifying", areas: ["ENWL-NW"], product: "restore", need: "power_restoration", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: WIDE, emptyBoundary: true },
  { name: "Pennines Cross-Boundary Flexibility", operator: 206, status: "open", areas: ["ENWL-NW", "NPG-YS"], product: "operational_utilisation", need: "congestion_management", pricing: "pay_as_bid", type: "utilisation", direction: "deficit", tag: null, voltage: [0.24, 66] },
  // Withdrawn after launch: reachable by id only.
  { name: "Wakefield Sustain", operator: 201, status: "qualifying", areas: ["NPG-YS"], within: { centre: [-1.5, 53.68], radius: 0.1 }, product: "sustain", need: "congestion_management", pricing: "pay_as_bid", type: "availability_utilisation", direction: "deficit", tag: null, voltage: [0.24, 33], removed: true },
  // Northern Powergrid's latest competitions, closed and waiting to be cleared: day-ahead
  // (demand intervals one at a time) and fixed price (a maximum price per window).
  { name: "Humber Day Ahead Flexibility", operator: 201, status: "closed", areas: ["NPG-YS"], within: { centre: [-0.75, 53.75], radius: 0.55 }, product: "scheduled_utilisation", need: "congestion_management", pricing: "pay_as_clear", type: "utilisation", direction: "deficit", dayAhead: true, tag: "Day Ahead", voltage: WIDE },
  { name: "North East Winter Secure", operator: 201, status: "closed", areas: ["NPG-NE"], product: "secure", need: "pre_fault", pricing: "fixed_price", type: "availability", direction: "deficit", tag: "Week Ahead", voltage: WIDE },
];
