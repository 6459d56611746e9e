import type { Deps } from '../deps';

/** Fills the demo catalogue; the catalogue issue provides the books and chapters. */
export async function seedDemoCatalogue(_deps: Deps, _options: { adminId: string; publisher: string }) {}
