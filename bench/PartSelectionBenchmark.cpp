// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Part selection benchmark: loads a many-part profile (e.g. /work/big/cut300.callgrind, 106 parts)
// and times, through the Session as the Parts view uses it, how long a new part selection takes
// from the request to the recomputed costs (flat profile and call relations, on a worker thread),
// and how long the GUI thread is blocked by the request itself. With --window, the whole main
// window is open (offscreen) with the Parts view in front, and the time runs until every view
// has redrawn with the new costs.
//
//   QT_QPA_PLATFORM=offscreen tally_partbench FILE [REPEATS] [--window]

#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

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
    QApplication app(argc, argv);
    QStringList arguments = app.arguments();
    const bool withWindow = arguments.removeAll(QStringLiteral("--window")) > 0;
    if (arguments.size() < 2) {
        std::fprintf(stderr, "usage: tally_partbench FILE [REPEATS] [--window]\n");
        return 2;
    }
    const int repeats = arguments.size() > 2 ? std::max(1, arguments[2].toInt()) : 3;
    QElapsedTimer timer;
    timer.start();
    const auto result = profileloader::load({arguments[1]});
    if (!result.profile) {
        std::fprintf(stderr, "cannot load: %s\n", qPrintable(result.error));
        return 1;
    }
    const Profile& profile = *result.profile;
    const std::size_t parts = profile.partCount();
    std::printf("loaded %s: %zu parts, %zu functions in %.0f ms\n", argv[1], parts,
                profile.functionCount(), milliseconds(timer));

    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("bench.ini")), QSettings::IniFormat);
    std::unique_ptr<MainWindow> window;
    Session standalone;
    LoadController loader;
    Session* sessionPointer = &standalone;
    if (withWindow) {
        window = std::make_unique<MainWindow>(standalone, loader, settings);
        window->resize(1280, 800);
        window->show();
        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        window->opener().openFiles({arguments[1]}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        loaded.wait(120000);
        window->workspace().viewTabs()->show(QStringLiteral("parts"));
        QApplication::processEvents();
        sessionPointer = &window->session();
    } else {
        standalone.setProfile(result.profile);
    }
    Session& session = *sessionPointer;

    struct Case
    {
        const char* name;
        PartMask selection;
    };
    std::vector<Case> cases;
    std::vector<bool> one(parts, false);
    one[parts / 2] = true;
    cases.push_back({"one part", PartMask::fromFlags(one)});
    std::vector<bool> half(parts, false);
    for (std::size_t p = 0; p < parts; p += 2)
        half[p] = true;
    cases.push_back({"every other part", PartMask::fromFlags(half)});
    std::vector<bool> allButOne(parts, true);
    allButOne[0] = false;
    cases.push_back({"all but one", PartMask::fromFlags(allButOne)});
    cases.push_back({"all parts", {}});

    for (int r = 0; r < repeats; ++r) {
        for (const Case& c : cases) {
            QEventLoop loop;
            // The batched Session::changed reaches the views after the costs are in place.
            const auto connection =
                QObject::connect(&session, &Session::changed, &loop, [&](SessionChanges changes) {
                    if (changes & SessionChange::Costs)
                        loop.quit();
                });
            timer.restart();
            session.setSelectedParts(c.selection);
            const double blocked = milliseconds(timer);
            loop.exec();
            QObject::disconnect(connection);
            const double costs = milliseconds(timer); // worker done, views told
            double painted = costs;
            if (window) {
                QApplication::processEvents(); // layouts and repaints the update asked for
                window->grab();                // paint the window as it is now
                painted = milliseconds(timer);
            }
            std::printf("%-18s GUI thread blocked %6.2f ms, views updated after %7.1f ms, window"
                        " painted after %7.1f ms (total Ir %lld)\n",
                        c.name, blocked, costs, painted, static_cast<long long>(session.total(0)));
        }
    }
    return 0;
}
