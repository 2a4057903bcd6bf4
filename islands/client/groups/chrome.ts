// The islands on every page, in one chunk (islands/registry.ts says why chunks are grouped).
import Nav from '../../Nav.tsx';
import BackToTop from '../../BackToTop.tsx';
import Trigger from '../../Trigger.tsx';

export default { nav: Nav, 'back-to-top': BackToTop, trigger: Trigger };
