// Part selection benchmark: loads a many-part profile (e.g. /work/big/cut300.callgrind, 106 parts)
// and times, through the Session as the Parts view uses it, how long a new part selection takes
// from the request to the recomputed costs (flat profile and call relations, on a worker thread),
// and how long the GUI thread is blocked by the request itself.
//
//   tally_partbench FILE [REPEATS]

#include "ProfileLoader.h"
#include "Session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>

#include <cstdio>

using namespace tally;

namespace {

double milliseconds(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: tally_partbench FILE [REPEATS]\n");
        return 2;
    }
    const int repeats = argc > 2 ? std::max(1, atoi(argv[2])) : 3;
    QElapsedTimer timer;
    timer.start();
    const auto result = ProfileLoader::load({QString::fromLocal8Bit(argv[1])});
    if (!result.profile) {
        std::fprintf(stderr, "cannot load: %s\n", qPrintable(result.error));
        return 1;
    }
    const Profile& profile = *result.profile;
    const std::size_t parts = profile.partCount();
    std::printf("loaded %s: %zu parts, %zu functions in %.0f ms\n", argv[1], parts,
                profile.functionCount(), milliseconds(timer));

    Session session;
    session.setProfile(result.profile);

    struct Case
    {
        const char* name;
        std::vector<bool> selection;
    };
    std::vector<Case> cases;
    std::vector<bool> one(parts, false);
    one[parts / 2] = true;
    cases.push_back({"one part", one});
    std::vector<bool> half(parts, false);
    for (std::size_t p = 0; p < parts; p += 2)
        half[p] = true;
    cases.push_back({"every other part", half});
    std::vector<bool> allButOne(parts, true);
    allButOne[0] = false;
    cases.push_back({"all but one", allButOne});
    cases.push_back({"all parts", {}});

    for (int r = 0; r < repeats; ++r) {
        for (const Case& c : cases) {
            QEventLoop loop;
            QObject::connect(&session, &Session::costsChanged, &loop, &QEventLoop::quit);
            timer.restart();
            session.setSelectedParts(c.selection);
            const double blocked = milliseconds(timer);
            if (session.isBusy())
                loop.exec();
            const double done = milliseconds(timer);
            std::printf("%-18s GUI thread blocked %6.2f ms, costs updated after %7.1f ms"
                        " (total Ir %lld)\n",
                        c.name, blocked, done, static_cast<long long>(session.total(0)));
        }
    }
    return 0;
}
