// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// LatestJob, the one background-job helper of the views and the Session: one job at a time, the
// newest request wins, stale results are dropped, nothing runs while inactive, destruction stops
// and waits.

#include "ui/viewmodel/common/LatestJob.h"

#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

using namespace tally;

namespace {

// Work that blocks until the test lets it go (or it is told to stop), and counts how many run at
// once. Shared by pointer so that it outlives a job destroyed mid-run.
struct Gate
{
    QSemaphore started;
    QSemaphore release;
    std::atomic<int> running{0};
    std::atomic<int> mostAtOnce{0};
    std::atomic<int> sawStop{0};
    std::atomic<int> ran{0};
};

using Job = LatestJob<int, int>;

Job::Work gatedWork(std::shared_ptr<Gate> gate)
{
    return [gate](const int& request, std::stop_token stop) {
        const int now = ++gate->running;
        int most = gate->mostAtOnce.load();
        while (now > most && !gate->mostAtOnce.compare_exchange_weak(most, now)) {
        }
        ++gate->ran;
        gate->started.release();
        // Wait for the test, but give up when told to stop, as real work does at its checks.
        while (!gate->release.tryAcquire(1, 5)) {
            if (stop.stop_requested()) {
                ++gate->sawStop;
                break;
            }
        }
        --gate->running;
        return request * 10;
    };
}

bool waitFor(const std::function<bool()>& condition)
{
    return QTest::qWaitFor(condition, 10000);
}

} // namespace

class LatestJobTest : public QObject
{
    Q_OBJECT

private slots:
    void deliversOnTheOwnersThread()
    {
        std::vector<int> delivered;
        Qt::HANDLE deliveredOn = nullptr;
        Job job([](const int& r, std::stop_token) { return r + 1; },
                [&](int result) {
                    delivered.push_back(result);
                    deliveredOn = QThread::currentThreadId();
                });
        job.submit(41);
        QVERIFY(job.isBusy());
        QVERIFY(delivered.empty()); // not before the event loop turns
        QVERIFY(waitFor([&] { return !delivered.empty(); }));
        QCOMPARE(delivered, std::vector<int>{42});
        QCOMPARE(deliveredOn, QThread::currentThreadId());
        QVERIFY(!job.isBusy());
    }

    // Requests made while one runs collapse into the newest; the running one is told to stop and
    // its result never arrives; never two at once.
    void newestWinsAndOneAtATime()
    {
        auto gate = std::make_shared<Gate>();
        std::vector<int> delivered;
        Job job(gatedWork(gate), [&](int result) { delivered.push_back(result); });
        job.submit(1);
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.submit(2); // stops 1, waits
        job.submit(3); // replaces 2
        QVERIFY(job.isBusy());
        QVERIFY(waitFor([&] { return gate->ran.load() == 2; })); // 1 gave up, 3 started
        gate->release.release();
        QVERIFY(waitFor([&] { return !job.isBusy(); }));
        QTest::qWait(20);
        QCOMPARE(delivered, std::vector<int>{30});
        QCOMPARE(gate->ran.load(), 2);     // 2 never ran
        QCOMPARE(gate->sawStop.load(), 1); // 1 saw its stop request
        QCOMPARE(gate->mostAtOnce.load(), 1);
    }

    // A job that finishes after a newer request came is dropped even if it never looked at its
    // stop token; with a dropped handler its result goes there instead.
    void staleResultsAreDroppedOrHandedToTheDroppedHandler()
    {
        QSemaphore started;
        QSemaphore release;
        std::vector<int> delivered;
        std::vector<int> dropped;
        Job job(
            [&](const int& r, std::stop_token) {
                started.release();
                release.acquire(); // deaf to stop requests
                return r;
            },
            [&](int result) { delivered.push_back(result); });
        job.setDroppedHandler([&](int result) { dropped.push_back(result); });
        job.submit(1);
        QVERIFY(started.tryAcquire(1, 10000));
        job.submit(2);
        release.release(2);
        QVERIFY(waitFor([&] { return !job.isBusy(); }));
        QCOMPARE(delivered, std::vector<int>{2});
        QCOMPARE(dropped, std::vector<int>{1});
    }

    void inactiveJobsWaitAndRunTheNewestOnActivation()
    {
        std::atomic<int> runs{0};
        std::vector<int> delivered;
        Job job(
            [&](const int& r, std::stop_token) {
                ++runs;
                return r;
            },
            [&](int result) { delivered.push_back(result); });
        job.setActive(false);
        job.submit(1);
        job.submit(2);
        job.runNow(3); // small work waits too while hidden
        QVERIFY(!job.isBusy());
        QVERIFY(job.hasPending());
        QTest::qWait(30);
        QCOMPARE(runs.load(), 0);
        job.setActive(true);
        QVERIFY(job.isBusy());
        QVERIFY(waitFor([&] { return !delivered.empty(); }));
        QCOMPARE(delivered, std::vector<int>{3});
        QCOMPARE(runs.load(), 1);
    }

    // Hidden while it runs: the running job finishes and is delivered; what comes next waits.
    void deactivatingLetsTheRunningJobFinish()
    {
        auto gate = std::make_shared<Gate>();
        std::vector<int> delivered;
        Job job(gatedWork(gate), [&](int result) { delivered.push_back(result); });
        job.submit(1);
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.setActive(false);
        gate->release.release();
        QVERIFY(waitFor([&] { return !delivered.empty(); }));
        QCOMPARE(delivered, std::vector<int>{10});
        job.submit(2);
        QTest::qWait(30);
        QCOMPARE(gate->ran.load(), 1);
    }

    void runNowDeliversAtOnceAndDropsTheRunningJob()
    {
        auto gate = std::make_shared<Gate>();
        std::vector<int> delivered;
        Job job(
            [gate](const int& r, std::stop_token stop) {
                if (r < 0)
                    return gatedWork(gate)(r, stop);
                return r * 10;
            },
            [&](int result) { delivered.push_back(result); });
        job.submit(-1);
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.runNow(5);
        QCOMPARE(delivered, std::vector<int>{50}); // before returning
        QVERIFY(waitFor([&] { return gate->sawStop.load() == 1; }));
        QTest::qWait(30);
        QCOMPARE(delivered, std::vector<int>{50}); // the background one was dropped
    }

    void cancelDropsTheWaitingAndTheRunning()
    {
        auto gate = std::make_shared<Gate>();
        std::vector<int> delivered;
        std::vector<bool> busy;
        Job job(gatedWork(gate), [&](int result) { delivered.push_back(result); });
        job.setBusyHandler([&](bool b) { busy.push_back(b); });
        job.submit(1);
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.submit(2);
        job.cancel();
        QVERIFY(!job.isBusy()); // nothing wanted is computing
        QCOMPARE(busy, (std::vector<bool>{true, false}));
        QVERIFY(waitFor([&] { return gate->running.load() == 0; }));
        QTest::qWait(30);
        QVERIFY(delivered.empty());
        QCOMPARE(gate->ran.load(), 1);
    }

    // Destroyed while a job runs: it is told to stop, the destructor waits for it, and nothing is
    // delivered to the owner that is gone.
    void destructionMidJobStopsAndWaits()
    {
        auto gate = std::make_shared<Gate>();
        bool delivered = false;
        {
            Job job(gatedWork(gate), [&](int) { delivered = true; });
            job.submit(1);
            QVERIFY(gate->started.tryAcquire(1, 10000));
        }
        QCOMPARE(gate->sawStop.load(), 1);
        QCOMPARE(gate->running.load(), 0); // no thread left running it
        QTest::qWait(30);
        QVERIFY(!delivered);
    }

    // Jobs never run on, or wait for, Qt's global pool: Qt 6.4's raster paint engine waits on
    // it, so a long job there stalls painting. With the global pool's one thread held by
    // something else, a job still runs and is delivered, and the pool never runs it.
    void neverOnTheGlobalThreadPool()
    {
        QThreadPool* const global = QThreadPool::globalInstance();
        const int threadsBefore = global->maxThreadCount();
        global->setMaxThreadCount(1);
        QSemaphore holding;
        QSemaphore letGo;
        global->start([&] {
            holding.release();
            letGo.acquire();
        });
        QVERIFY(holding.tryAcquire(1, 10000));

        int globalActiveDuringJob = -1;
        std::vector<int> delivered;
        {
            Job job(
                [&](const int& r, std::stop_token) {
                    globalActiveDuringJob = global->activeThreadCount();
                    return r + 1;
                },
                [&](int result) { delivered.push_back(result); });
            job.submit(1);
            const bool done = waitFor([&] { return !delivered.empty(); });
            letGo.release();
            QVERIFY(global->waitForDone(10000));
            global->setMaxThreadCount(threadsBefore);
            QVERIFY2(done, "the job waited for the global pool");
        }
        QCOMPARE(delivered, std::vector<int>{2});
        QCOMPARE(globalActiveDuringJob, 1); // only what holds it
    }

    // Every job runs on a thread that is gone once its result is delivered: nothing is kept
    // between jobs, and the destructor has nothing to wait for.
    void eachJobOnAThreadOfItsOwn()
    {
        std::vector<std::thread::id> ranOn;
        std::vector<int> delivered;
        Job job(
            [&](const int& r, std::stop_token) {
                ranOn.push_back(std::this_thread::get_id());
                return r;
            },
            [&](int result) { delivered.push_back(result); });
        for (int i = 0; i < 3; ++i) {
            job.submit(i);
            QVERIFY(waitFor([&] { return delivered.size() == std::size_t(i) + 1; }));
        }
        QCOMPARE(delivered, (std::vector<int>{0, 1, 2}));
        QCOMPARE(ranOn.size(), std::size_t(3));
        for (const std::thread::id id : ranOn)
            QVERIFY(id != std::this_thread::get_id());
    }

    // waitForRunning() returns once the job has finished; the result then comes from the event
    // loop, once.
    void waitForRunningThenDeliver()
    {
        std::vector<int> delivered;
        Job job([](const int& r, std::stop_token) { return r * 2; },
                [&](int result) { delivered.push_back(result); });
        job.submit(21);
        job.waitForRunning();
        QVERIFY(job.isRunning()); // finished, not yet delivered
        QVERIFY(delivered.empty());
        QCoreApplication::sendPostedEvents();
        QCOMPARE(delivered, std::vector<int>{42});
        QVERIFY(!job.isRunning());
        job.waitForRunning(); // nothing running: returns at once
    }
};

QTEST_MAIN(LatestJobTest)
#include "tst_latestjob.moc"
