// The confirmation pages' island, in a chunk of its own: no other page loads its code.
import GoBack from '../../GoBack.tsx';

export default { 'go-back': GoBack };
