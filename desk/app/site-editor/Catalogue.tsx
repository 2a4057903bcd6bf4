import { Card, Section, TextField, useEditor, WholeField } from './fields.tsx';

interface Package { id: string; name: string }
interface AddOn { id: string; label: string }

/** Prices and packages: each package's two prices first, its name and subtitle beside them. */
export function Packages() {
  const packages = (useEditor().data.packages as Package[] | undefined) ?? [];
  return (
    <Section id="site-packages" title="Prices & packages" paths={[['packages']]}>
      <p className="meta">The offer price is what a visit costs; the list price is shown struck through beside it.</p>
      <div className="cards">
        {packages.map((p, i) => (
          <Card key={p.id} path={['packages', i]} title={p.name} className="package">
            <WholeField path={['packages', i, 'offerPrice']} of={p.name} label="Offer price" unit="₹" />
            <WholeField path={['packages', i, 'listPrice']} of={p.name} label="List price" unit="₹" />
            <TextField path={['packages', i, 'name']} of={p.name} label="Name" />
            <TextField path={['packages', i, 'subtitle']} of={p.name} label="Subtitle" />
          </Card>
        ))}
      </div>
    </Section>
  );
}

export function AddOns() {
  const addOns = (useEditor().data.addOns as AddOn[] | undefined) ?? [];
  return (
    <Section id="site-add-ons" title="Add-ons" paths={[['addOns']]}>
      <div className="cards">
        {addOns.map((a, i) => (
          <Card key={a.id} path={['addOns', i]} title={a.label} className="add-on">
            <WholeField path={['addOns', i, 'price']} of={a.label} label="Price" unit="₹" />
            <TextField path={['addOns', i, 'description']} of={a.label} label="Description" long />
          </Card>
        ))}
      </div>
    </Section>
  );
}
