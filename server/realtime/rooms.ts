// Socket.IO room names: who hears what.
export const folderRoom = (folderId: number) => `folder:${folderId}`; // change events of everything in the folder
export const projectRoom = (projectId: number) => `project:${projectId}`; // presence of one project
export const userRoom = (userId: string) => `user:${userId}`; // every socket of one person: `access`, sign-outs
export const sessionRoom = (sid: string) => `session:${sid}`; // every socket of one signed-in session
export const presentRoom = (projectId: number) => `present:${projectId}`; // projector links: that project's changes
export const roomLinkRoom = (linkId: number) => `roomlink:${linkId}`; // the sockets opened with one room link
