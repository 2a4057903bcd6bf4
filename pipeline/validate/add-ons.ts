// The one list of add-ons (site.yaml addOns), checked: each says which packages may take it
// (`packages`, or `for: all`), those packages exist, and no package is offered as an extra what it
// already includes (`covers` names the inclusion, as the packages write it; extras count too).
import type { RawSite } from '../../model/types.ts';

type Report = (path: (string | number)[], message: string, hint?: string) => void;

/** The words of a package's inclusions and extras, for either pet, compared without letter case. */
function includes(p: RawSite['packages'][number]): Set<string> {
  const items = [...p.inclusions.map((i) => (typeof i === 'string' ? i : i.text)), ...(p.extras ?? [])];
  return new Set(items.map((i) => i.trim().toLowerCase()));
}

export function addOnProblems(raw: RawSite, report: Report): void {
  const packageIds = raw.packages.map((p) => p.id);
  raw.addOns.forEach((a, i) => {
    const at = ['addOns', i];
    if ((a.for === undefined) === (a.packages === undefined)) {
      report(at, `add-on ${a.id} needs either packages or for: all, not ${a.for === undefined ? 'neither' : 'both'}`,
        'packages: [ids of the packages that may take it], or for: all when every package may');
    }
    (a.packages ?? []).forEach((id, j) => {
      if (!packageIds.includes(id)) report([...at, 'packages', j], `unknown package "${id}"`, `known packages: ${packageIds.join(', ')}`);
    });
    if (a.covers === undefined) return;
    const covered = a.covers.trim().toLowerCase();
    const offeredTo = a.packages ?? packageIds;
    raw.packages.forEach((p) => {
      if (!offeredTo.includes(p.id) || !includes(p).has(covered)) return;
      const j = a.packages?.indexOf(p.id);
      report(j === undefined ? [...at, 'for'] : [...at, 'packages', j], `${p.name} already includes ${a.covers}, so it cannot be sold ${a.label} as an add-on`,
        `leave ${p.id} out of this add-on's packages${a.packages ? '' : ' (list the packages that may take it instead of for: all)'}`);
    });
    if (!raw.packages.some((p) => includes(p).has(covered))) {
      report([...at, 'covers'], `no package includes "${a.covers}"`, 'covers names an inclusion exactly as the packages write it, e.g. Nail clipping');
    }
  });
}
