import { participantNotAvailable, participantRefFromPath, PARTICIPANT_NOT_AVAILABLE } from './notAvailable';

describe('participantNotAvailable', () => {
  it('logs exactly "Participant not available." and replaces the page with the 404 page of its language', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const replace = jest.fn();
    participantNotAvailable('de-CH', { replace });
    expect(error).toHaveBeenCalledWith('Participant not available.');
    expect(replace).toHaveBeenCalledWith('/404');
    participantNotAvailable('en-GB', { replace });
    expect(replace).toHaveBeenLastCalledWith('/en/404');
    expect(PARTICIPANT_NOT_AVAILABLE).toBe('Participant not available.');
    error.mockRestore();
  });
});

describe('participantRefFromPath', () => {
  it('reads the ref of participant pages in both languages', () => {
    expect(participantRefFromPath('/teilnehmer/sika')).toBe('sika');
    expect(participantRefFromPath('/en/teilnehmer/ubs-group')).toBe('ubs-group');
    expect(participantRefFromPath('/teilnehmer/sika/')).toBe('sika');
    expect(participantRefFromPath('/teilnehmer/z%C3%BCrich')).toBe('zürich');
  });

  it('is null for every other page', () => {
    expect(participantRefFromPath('/')).toBeNull();
    expect(participantRefFromPath('/rangliste')).toBeNull();
    expect(participantRefFromPath('/teilnehmer')).toBeNull();
    expect(participantRefFromPath('/teilnehmer/a/b')).toBeNull();
    expect(participantRefFromPath('/en/404')).toBeNull();
  });
});
