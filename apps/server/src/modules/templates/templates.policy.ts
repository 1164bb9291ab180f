import { projectPolicy } from '../projects/index.ts';

/** Who may save a project as a template and start a project from one: the project's rules. */
export const templatePolicy = {
  saveAsTemplate: projectPolicy.saveAsTemplate,
  createFromTemplate: projectPolicy.createFromTemplate,
};
