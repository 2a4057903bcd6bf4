// The server half of every island: island(name, Component) makes the component a part of the page
// that the browser brings to life. It renders the component with React inside
// <gs-island data-island="name" data-props="{...}">; the browser entry (islands/client/main.ts)
// finds that element, loads the component by its name (islands/registry.ts) and hydrates the same
// component with the same props. The props are typed once, by the component: the name and the component must match the
// registry. Content only the server has (Slot props: icons, package cards) stays out of data-props.
import { isValidElement, type ComponentType } from 'react';
import { useIslandPage } from './page.tsx';
import { ConfigContext, type RuntimeConfig } from '../runtime-config.tsx';
import { pageConfigOf } from './island-texts.ts';
import type { IslandName } from '../registry.ts';
import type { IslandProps } from '../components.ts';
import type { Site } from '../../model/types.ts';

const configs = new WeakMap<Site, RuntimeConfig>();

function configOf(site: Site): RuntimeConfig {
  let config = configs.get(site);
  if (!config) configs.set(site, (config = pageConfigOf(site)));
  return config;
}

/** The props as the page carries them: JSON without the server-only slots, safe inside an attribute. */
export const propsJson = (props: object): string => JSON.stringify(props, (_key, value) => (isValidElement(value) ? undefined : value));

export function island<N extends IslandName>(name: N, Component: ComponentType<IslandProps<N>>) {
  function ServerIsland(props: IslandProps<N>) {
    const { site, islands } = useIslandPage();
    islands.add(name);
    return (
      // display: contents (70-islands.css): the wrapper takes no part in layout.
      <gs-island data-island={name} data-props={propsJson(props)}>
        <ConfigContext.Provider value={configOf(site)}>
          <Component {...props} />
        </ConfigContext.Provider>
      </gs-island>
    );
  }
  ServerIsland.displayName = `Island(${name})`;
  return ServerIsland;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements { 'gs-island': { 'data-island': string; 'data-props': string; children: React.ReactNode } }
  }
}
