import { seating, validateTeam, validateTeams, type Team } from './seating';

// The rules page's protocol (docs/rules.md §2.6): Kharkov = Garal, Krasov; Moscow = Chertkov, Chelter.
const kharkov: Team = { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] };
const moscow: Team = { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] };

describe('seating (docs/rules.md §2.1)', () => {
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

  it("matches the rules page's example: Garal (White) – Chertkov in OPEN, Chelter (White) – Krasov in CLOSED", () => {
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

  it('cleans names: trimmed, inner spaces collapsed (docs/rules.md §0.1)', () => {
    const s = seating({ name: ' Kiev  City ', players: [' Ann  Lee', 'Bob '] }, moscow);
    expect(s.open.white).toEqual({ team: 'Kiev City', player: 'Ann Lee', position: 'A1' });
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
    expect(() => validateTeam({ name: 'Kiev', players: ['Ann  Lee', ' ann lee'] })).toThrow("Team 'Kiev' names player 'Ann Lee' twice");
  });

  it('reports every problem of the teams at once, each naming its team and player', () => {
    expect(() =>
      validateTeams([
        { name: 'Kiev', players: ['Ann', ' '] },
        { name: 'kiev ', players: ['Bob', 'Cy'] },
        { name: 'Lviv', players: ['ANN', 'Dan'] },
        { name: 'Odesa', players: ['Eve'] },
      ]),
    ).toThrow(
      [
        "Team 'kiev' appears twice (teams 1 and 2); names must differ, ignoring case and spaces.",
        "Team 'Kiev': player 2 is empty",
        "Team 'Odesa' has 1 player(s); a duplicate team has exactly two",
        "Player 'ANN' is in two teams: 'Kiev' and 'Lviv'",
      ].join('\n'),
    );
  });

  it('needs a non-empty team name', () => {
    expect(() => validateTeam({ name: '  ', players: ['Ann', 'Bob'] })).toThrow('Team 1 has no name; remove the empty line or type a name.');
    expect(() => validateTeams([kharkov, { name: '', players: ['Ann', 'Bob'] }])).toThrow('Team 2 has no name');
    expect(() => validateTeam(null)).toThrow('A team is missing');
  });

  it('needs distinct team names', () => {
    expect(() => seating(kharkov, { name: 'kharkov', players: ['Ann', 'Bob'] })).toThrow(
      "Team 'kharkov' appears twice (teams 1 and 2); names must differ, ignoring case and spaces.",
    );
  });

  it('names a player who is in two teams', () => {
    expect(() => seating(kharkov, { name: 'Kiev', players: ['Ann', 'Jakob Garal'] })).toThrow("Player 'Jakob Garal' is in two teams: 'Kharkov' and 'Kiev'");
    expect(() => validateTeams([kharkov, moscow, { name: 'Kiev', players: ['sergej chertkov', 'Cy'] }])).toThrow(
      "Player 'sergej chertkov' is in two teams: 'Moscow' and 'Kiev'",
    );
  });

  it('accepts valid teams and returns them trimmed', () => {
    expect(validateTeams([kharkov, moscow])).toEqual([kharkov, moscow]);
    expect(validateTeams([])).toEqual([]);
  });
});
