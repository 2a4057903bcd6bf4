// The server half of an island: marks an element for the browser runtime and hands it its props
// as JSON. The runtime finds [data-island] elements and brings each one to life.
import type { ReactNode } from 'react';
import { useIsland } from '../context.tsx';

export function Island({ name, props, children, as: Tag = 'div', className, id }: {
  name: string; props?: unknown; children: ReactNode; as?: 'div' | 'section' | 'nav' | 'header'; className?: string; id?: string;
}) {
  useIsland(name);
  return (
    <Tag data-island={name} data-props={props === undefined ? undefined : JSON.stringify(props)} className={className} id={id}>
      {children}
    </Tag>
  );
}
