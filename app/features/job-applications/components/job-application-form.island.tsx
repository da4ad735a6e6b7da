import { defineIsland } from '#app/islands/define-island.tsx';
import { JobApplicationForm } from './job-application-form.tsx';

/** A job's application form: it sends the CV as multipart once its island runs. */
export default defineIsland('job-application-form', JobApplicationForm, 'visible');
