/** GET /api/licenses item (part 2 §3). Prices are net euro cents here; the domain rules turn them into gross euros. */
export type License = {
  id: number;
  kind: 'SINGLE' | 'TEAM' | 'SCHOOL' | 'LIBRARY' | 'MONTHLY';
  name: string;
  active: boolean;
  visible: boolean;
  lifetime: number;
  maxUsers: number;
  netPrice: number;
  description: string;
  allowRentals: boolean;
};
