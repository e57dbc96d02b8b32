/**
 * Payments, with the scales of the competition's terms (the sandbox's default terms):
 *  - availability = MW × price per MW per hour × available hours × availability scale(PF):
 *    nothing below 60 %, 50 % from 60 %, 75 % from 80 %, 90 % from 90 %, full from 97 %;
 *  - utilisation = Σe (MWh) × price per MWh × utilisation scale(PF): nothing below 50 %,
 *    then PF itself (linear, full at 100 %);
 *  - service fee = MW × fee per MW, for an event that reached the availability scale's first
 *    step (PF ≥ 60 %), where the bid carries a fee;
 *  - under-delivery penalty = (Σinstructed − Σe) MWh × penalty per MWh, where the terms set one;
 *  - net = availability + utilisation + service fee − penalty; an invoice adds VAT at 20 %.
 * Amounts are rounded to the penny at each line, as an invoice shows them.
 */
export const VAT_RATE = 0.2;

const AVAILABILITY_STEPS: readonly [number, number][] = [
  [0.97, 1],
  [0.9, 0.9],
  [0.8, 0.75],
  [0.6, 0.5],
];

export function availabilityScale(pf: number): number {
  return AVAILABILITY_STEPS.find(([from]) => pf >= from - 1e-9)?.[1] ?? 0;
}

export const utilisationScale = (pf: number) => (pf < 0.5 - 1e-9 ? 0 : Math.min(1, pf));

export const pennies = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

export function availabilityPayment(terms: { mw: number; pricePerMwPerHour: number; hours: number; pf: number }): number {
  return pennies(terms.mw * terms.pricePerMwPerHour * terms.hours * availabilityScale(terms.pf));
}

export function utilisationPayment(terms: { creditedMwh: number; pricePerMwh: number; pf: number }): number {
  return pennies(terms.creditedMwh * terms.pricePerMwh * utilisationScale(terms.pf));
}

export function serviceFeePayment(terms: { mw: number; feePerMw: number; pf: number }): number {
  return availabilityScale(terms.pf) > 0 ? pennies(terms.mw * terms.feePerMw) : 0;
}

export function underDeliveryPenalty(terms: { instructedMwh: number; creditedMwh: number; penaltyPerMwh: number }): number {
  return pennies(Math.max(0, terms.instructedMwh - terms.creditedMwh) * terms.penaltyPerMwh);
}

export function invoiceTotals(lineAmounts: readonly number[], vatRate = VAT_RATE) {
  const net = pennies(lineAmounts.reduce((sum, amount) => sum + amount, 0));
  const vat = pennies(net * vatRate);
  return { net, vat, total: pennies(net + vat) };
}
