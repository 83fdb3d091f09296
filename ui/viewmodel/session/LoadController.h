// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/load/ProfileLoader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QThreadPool>

namespace tally {

// Runs ProfileLoader on a worker thread (QtConcurrent with a QPromise) and hands the finished,
// immutable Profile to the GUI thread once. Progress is in thousandths; cancel() returns at once
// and the worker stops at its next poll (every few thousand lines).
class LoadController : public QObject
{
    Q_OBJECT

public:
    explicit LoadController(QObject* parent = nullptr);
    ~LoadController() override;

    // Loads `paths` and computes the costs of all parts (with or without recursion cycles) on
    // the same worker, so that the GUI thread only installs the result.
    void start(const QStringList& paths, const LoadOptions& options = {}, bool detectCycles = true);
    void cancel();
    // Blocks until the worker (a canceled one still finishing, or a running load) has stopped.
    void waitForWorker() { m_watcher.waitForFinished(); }
    bool isLoading() const { return m_loading; }
    const QStringList& paths() const { return m_paths; }

    static constexpr int kProgressMaximum = 1000;

signals:
    void started(const QStringList& paths);
    void progressChanged(int value);
    void loaded(std::shared_ptr<const tally::CostSnapshot> costs, const QStringList& paths);
    void failed(const QString& message, const QStringList& paths);
    void canceled(const QStringList& paths);

private:
    void watch();
    void onFinished();

    struct Outcome
    {
        profileloader::Result load;
        std::shared_ptr<const CostSnapshot> costs;
    };
    // The load's own thread, not Qt's global pool: a load takes seconds, and in Qt 6.4 the
    // raster paint engine splits large fills over the global pool and waits for them, so two
    // loads at once (a comparison) holding both of a 2-core machine's pool threads froze every
    // repaint until they finished (a 12.7 s stall comparing two 300 MB profiles). Declared
    // before the watcher, so it is destroyed after it, waiting for a worker still running.
    QThreadPool m_pool;
    QFutureWatcher<Outcome> m_watcher;
    QStringList m_paths;
    bool m_loading = false;
    int m_lastProgress = 0;
};

} // namespace tally

Q_DECLARE_METATYPE(std::shared_ptr<const tally::CostSnapshot>)
