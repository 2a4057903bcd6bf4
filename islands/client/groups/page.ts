// The content widgets, in one chunk (islands/registry.ts says why chunks are grouped).
import Tabs from '../../Tabs.tsx';
import Rotating from '../../Rotating.tsx';

export default { tabs: Tabs, rotating: Rotating };
