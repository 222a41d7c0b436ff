import { seating, validateTeam, validateTeams, type Team } from './seating';

// The seed's protocol: Kharkov = Garal, Krasov; Moscow = Chertkov, Chelter.
const kharkov: Team = { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] };
const moscow: Team = { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] };

describe('seating (rules §2)', () => {
  it('OPEN: A1 White – B1 Black; CLOSED: B2 White – A2 Black', () => {
    expect(seating(kharkov, moscow)).toEqual({
      open: {
        white: { team: 'Kharkov', player: 'Jakob Garal', position: 'A1' },
        black: { team: 'Moscow', player: 'Sergej Chertkov', position: 'B1' },
      },
      closed: {
        white: { team: 'Moscow', player: 'Vladimir Chelter', position: 'B2' },
        black: { team: 'Kharkov', player: 'Alexandr Krasov', position: 'A2' },
      },
    });
  });

  it('matches the seed example: Garal (White) – Chertkov in OPEN, Chelter (White) – Krasov in CLOSED', () => {
    const s = seating(kharkov, moscow);
    expect([s.open.white.player, s.open.black.player]).toEqual(['Jakob Garal', 'Sergej Chertkov']);
    expect([s.closed.white.player, s.closed.black.player]).toEqual(['Vladimir Chelter', 'Alexandr Krasov']);
  });

  it('swapping team A and team B swaps the seats', () => {
    const s = seating(moscow, kharkov);
    expect([s.open.white.player, s.open.black.player]).toEqual(['Sergej Chertkov', 'Jakob Garal']);
    expect([s.closed.white.player, s.closed.black.player]).toEqual(['Alexandr Krasov', 'Vladimir Chelter']);
  });

  it('each team plays White in one room and Black in the other; every player sits exactly once', () => {
    const s = seating(kharkov, moscow);
    const seats = [s.open.white, s.open.black, s.closed.white, s.closed.black];
    expect(new Set(seats.map((x) => x.player)).size).toBe(4);
    expect(s.open.white.team).toBe(s.closed.black.team);
    expect(s.open.black.team).toBe(s.closed.white.team);
    expect(seats.map((x) => x.position).sort()).toEqual(['A1', 'A2', 'B1', 'B2']);
  });

  it('trims names', () => {
    const s = seating({ name: ' Kiev ', players: [' Ann', 'Bob '] }, moscow);
    expect(s.open.white).toEqual({ team: 'Kiev', player: 'Ann', position: 'A1' });
    expect(s.closed.black.player).toBe('Bob');
  });
});

describe('team validation', () => {
  it('needs exactly two distinct non-empty players', () => {
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann'] })).toThrow("Team 'Kiev' has 1 player(s); a duplicate team has exactly two");
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann', 'Bob', 'Cy'] })).toThrow(/has 3 player\(s\)/);
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann', ' '] })).toThrow("Team 'Kiev': player 2 is empty");
    expect(() => validateTeam({ name: 'Kiev', players: ['', 'Bob'] })).toThrow("Team 'Kiev': player 1 is empty");
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann', 'ann '] })).toThrow("Team 'Kiev' names player 'Ann' twice");
    expect(() => validateTeam({ name: 'Kiev' })).toThrow("Team 'Kiev': give its two players");
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann', {}] })).toThrow(/player 2 must be text/);
  });

  it('needs a non-empty team name', () => {
    expect(() => validateTeam({ name: '  ', players: ['Ann', 'Bob'] })).toThrow('The name of a team is empty');
    expect(() => validateTeams([kharkov, { name: '', players: ['Ann', 'Bob'] }])).toThrow('The name of team 2 is empty');
    expect(() => validateTeam(null)).toThrow('A team is missing');
  });

  it('needs distinct team names', () => {
    expect(() => seating(kharkov, { name: 'kharkov', players: ['Ann', 'Bob'] })).toThrow(
      "Two teams are named 'kharkov'; team names must differ",
    );
  });

  it('names a player who is in two teams', () => {
    expect(() => seating(kharkov, { name: 'Kiev', players: ['Ann', 'Jakob Garal'] })).toThrow(
      "Player 'Jakob Garal' is in two teams: 'Kharkov' and 'Kiev'",
    );
    expect(() =>
      validateTeams([kharkov, moscow, { name: 'Kiev', players: ['sergej chertkov', 'Cy'] }]),
    ).toThrow("Player 'sergej chertkov' is in two teams: 'Moscow' and 'Kiev'");
  });

  it('accepts valid teams and returns them trimmed', () => {
    expect(validateTeams([kharkov, moscow])).toEqual([kharkov, moscow]);
    expect(validateTeams([])).toEqual([]);
  });
});
