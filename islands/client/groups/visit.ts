// The customer's own page (/b/<token>), in a chunk of its own: no other page loads its code.
import VisitLink from '../../VisitLink.tsx';

export default { visit: VisitLink };
