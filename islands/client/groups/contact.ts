// The contact form (/contact), started by a first focus, pointer or key in it (islands/client/main.ts).
import './forms-shared.ts';
import ContactForm from '../../forms/ContactForm.tsx';

export default { 'contact-form': ContactForm };
