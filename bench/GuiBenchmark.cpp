// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Does the window ever stall while it loads? Opens the real main window (offscreen, 1280x800),
// loads FILE as File > Open does, and watches the GUI thread with a 1 ms timer from the start of
// the load until the loaded profile is painted in the flat profile: a tick that comes late means
// the GUI thread was busy that long. Prints the longest stall (and the five longest, with when
// they happened), the time to the first painted profile and the load time, REPEATS times.
//
//   QT_QPA_PLATFORM=offscreen tally_guibench FILE [REPEATS]

#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace tally;

namespace {

double milliseconds(qint64 nanoseconds)
{
    return double(nanoseconds) / 1e6;
}

// Sees the flat profile's first paint after the profile is in its model.
class PaintWatcher : public QObject
{
public:
    explicit PaintWatcher(FlatProfileView& view) : m_view(view) {}

    bool painted() const { return m_painted; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_painted && m_view.model().rowCount() > 0)
            m_painted = true; // filters run before the paint; the loop ends after it
        return QObject::eventFilter(watched, event);
    }

private:
    FlatProfileView& m_view;
    bool m_painted = false;
};

struct Stall
{
    double milliseconds;
    double at; // since the load started
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 2) {
        std::fprintf(stderr, "usage: tally_guibench FILE [REPEATS]\n");
        return 2;
    }
    const int repeats = arguments.size() > 2 ? std::max(1, arguments[2].toInt()) : 3;
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("bench.ini")), QSettings::IniFormat);

    std::printf("file: %s\n", qPrintable(arguments[1]));
    double bestStall = 1e9;
    for (int run = 0; run < repeats; ++run) {
        Session session;
        LoadController loader;
        MainWindow window(session, loader, settings);
        window.resize(1280, 800);
        window.show();
        QApplication::processEvents();

        PaintWatcher watcher(*window.flatView());
        window.flatView()->table()->viewport()->installEventFilter(&watcher);

        QElapsedTimer clock;
        qint64 lastTick = 0;
        std::vector<Stall> stalls;
        QTimer ticker;
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.setInterval(1);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            const qint64 now = clock.nsecsElapsed();
            stalls.push_back({milliseconds(now - lastTick) - 1.0, milliseconds(now)});
            lastTick = now;
        });

        qint64 loadedAt = -1;
        QObject::connect(&loader, &LoadController::loaded, &window,
                         [&] { loadedAt = clock.nsecsElapsed(); });
        QEventLoop loop;
        QTimer poll;
        poll.setInterval(0);
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (watcher.painted() || (loadedAt < 0 && !loader.isLoading() && clock.elapsed() > 100))
                loop.quit();
        });

        clock.start();
        ticker.start();
        poll.start();
        window.openFiles({arguments[1]}, MainWindow::SiblingPolicy::OnlyThisFile);
        loop.exec();
        const qint64 paintedAt = clock.nsecsElapsed();
        ticker.stop();
        poll.stop();
        if (!watcher.painted()) {
            std::fprintf(stderr, "the profile did not load\n");
            return 1;
        }

        std::sort(stalls.begin(), stalls.end(),
                  [](const Stall& a, const Stall& b) { return a.milliseconds > b.milliseconds; });
        const double longest = stalls.empty() ? 0 : std::max(0.0, stalls.front().milliseconds);
        bestStall = std::min(bestStall, longest);
        std::printf("run %d: longest GUI-thread stall: %.1f ms; first paint %.0f ms; load %.0f ms; "
                    "%zu ticks\n",
                    run + 1, longest, milliseconds(paintedAt), milliseconds(loadedAt),
                    stalls.size());
        std::printf("       five longest:");
        for (std::size_t i = 0; i < std::min<std::size_t>(5, stalls.size()); ++i)
            std::printf(" %.1f ms at %.0f ms%s", stalls[i].milliseconds, stalls[i].at,
                        i + 1 < std::min<std::size_t>(5, stalls.size()) ? "," : "\n");
    }
    std::printf("longest GUI-thread stall, best run: %.1f ms (goal: under 50 ms)\n", bestStall);
    return 0;
}
