"""Folio's bridge to one warm LibreOffice, driven over UNO (issue 4).

office-worker.ts starts it with Debian's python3 (python3-uno), in a process group of its own:

    python3 uno-bridge.py '{"soffice": ..., "dir": ..., "profile": ..., "home": ..., "pipe": ...}'

It starts soffice headless on the private profile it is given, connects to it over a named pipe,
and then answers one JSON request per stdin line with one JSON answer per stdout line:

    -> {"id": 1, "input": "/private/dir/in.docx", "output": "/private/dir/out.pdf",
        "filter": null, "filterOptions": null}
    <- {"id": 1, "ok": true, "family": "writer"}
    <- {"id": 1, "ok": false, "reason": "encrypted" | "unreadable" | "unsupported" | "failed",
        "message": "..."}

Events: {"event": "ready", "pid": ..., "families": [...], "sockets": [...]} once connected (the
families whose PDF export is installed; the socket files soffice listens on, which a killed
soffice would leave in /tmp), {"event": "failed"} when soffice cannot be started, and
{"event": "exit"} when soffice dies; the bridge then exits and the host starts a new pair.

Documents are opened hidden, read-only, with macros never executed, links never updated and
every question LibreOffice would ask a user answered "no"; the profile the host writes also
blocks macros and linked content (remote or local).

Whatever ends the bridge (the host's SIGTERM, stdin closed because the host stopped or was
killed, soffice dying), it kills the rest of its group, reaps it (it is their subreaper), removes
the pair's files and the job in progress, and exits: nothing outlives it. It is one file so the
host has a single script to resolve, from src/ as from dist/.
"""

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import uno
import unohelper
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException
from com.sun.star.task import XInteractionHandler

# com.sun.star.document.MacroExecMode.NEVER_EXECUTE, com.sun.star.document.UpdateDocMode.NO_UPDATE
NEVER_EXECUTE = 0
NO_UPDATE = 0

# Each family's PDF export filter, told by a service its loaded model supports.
FAMILIES = (
    ("writer", "com.sun.star.text.TextDocument", "writer_pdf_Export"),
    ("calc", "com.sun.star.sheet.SpreadsheetDocument", "calc_pdf_Export"),
    ("impress", "com.sun.star.presentation.PresentationDocument", "impress_pdf_Export"),
    ("draw", "com.sun.star.drawing.DrawingDocument", "draw_pdf_Export"),
)

OUTPUT_LOCK = threading.Lock()


def send(message):
    """One JSON line on stdout (the main loop and the watcher thread both write)."""
    with OUTPUT_LOCK:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()


def prop(name, value):
    item = PropertyValue()
    item.Name = name
    item.Value = value
    return item


def uno_type(name):
    return uno.getTypeByName(name)


class RefusingInteractionHandler(unohelper.Base, XInteractionHandler):
    """Answers whatever LibreOffice would ask a user (a password, repairing a damaged file,
    filter options) with abort or "no", and remembers whether a password was asked for.

    The request itself is not read: python3-uno on Python 3.11 fails to convert the exception
    it carries (`AttributeError: args`), so the question is told by its continuations: only a
    password request offers XInteractionPassword."""

    def __init__(self):
        self.asked_password = False

    def handle(self, request):
        continuations = request.getContinuations()
        password = uno_type("com.sun.star.task.XInteractionPassword")
        if any(continuation.queryInterface(password) for continuation in continuations):
            self.asked_password = True
        for name in ("XInteractionAbort", "XInteractionDisapprove"):
            refusal = uno_type("com.sun.star.task." + name)
            for continuation in continuations:
                if continuation.queryInterface(refusal):
                    continuation.select()
                    return


class Bridge:
    def __init__(self, settings):
        self.settings = settings
        self.process = None
        self.desktop = None

    def start(self):
        env = dict(os.environ)
        env["HOME"] = self.settings["home"]
        # The headless VCL backend: no display, no fonts cache of a desktop session.
        env["SAL_USE_VCLPLUGIN"] = "svp"
        connection = "pipe,name=" + self.settings["pipe"] + ";urp;StarOffice.ComponentContext"
        self.process = subprocess.Popen(
            [
                self.settings["soffice"],
                "-env:UserInstallation=" + uno.systemPathToFileUrl(self.settings["profile"]),
                "--headless",
                "--invisible",
                "--nologo",
                "--norestore",
                "--nodefault",
                "--nolockcheck",
                "--accept=" + connection,
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            # The bridge blocks SIGTERM for its own use (see main); soffice gets it back.
            preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM}),
        )
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext(
            "com.sun.star.bridge.UnoUrlResolver", local
        )
        deadline = time.monotonic() + self.settings.get("startTimeoutSeconds", 60)
        context = None
        while context is None:
            if self.process.poll() is not None:
                code = self.process.returncode
                raise RuntimeError("soffice exited with %s while starting" % code)
            if time.monotonic() > deadline:
                raise RuntimeError("soffice did not accept a connection in time")
            try:
                context = resolver.resolve("uno:" + connection)
            except NoConnectException:
                time.sleep(0.05)
        CLEAN_UP["sockets"] = listening_sockets(group_pids())
        manager = context.ServiceManager
        self.desktop = manager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
        filters = manager.createInstanceWithContext("com.sun.star.document.FilterFactory", context)
        families = [name for name, _, export in FAMILIES if filters.hasByName(export)]
        threading.Thread(target=self.watch, daemon=True).start()
        self.warm_up()
        return families

    def warm_up(self):
        """Loads what a first conversion would (Writer, Calc, the OOXML import filters, the PDF
        export) on an empty document of each, so the first user's document does not wait ~4 s
        for it. Failures are ignored: the conversion itself will tell."""
        folder = self.settings["home"]
        for factory, ooxml, extension, export in (
            ("private:factory/swriter", "MS Word 2007 XML", "docx", "writer_pdf_Export"),
            ("private:factory/scalc", "Calc MS Excel 2007 XML", "xlsx", "calc_pdf_Export"),
        ):
            source = os.path.join(folder, "warm-up." + extension)
            target = os.path.join(folder, "warm-up.pdf")
            try:
                document = self.desktop.loadComponentFromURL(
                    factory, "_blank", 0, (prop("Hidden", True),)
                )
                document.storeToURL(uno.systemPathToFileUrl(source), (prop("FilterName", ooxml),))
                close(document)
                self.convert({"input": source, "output": target})
            except Exception:
                pass
            for path in (source, target):
                try:
                    os.remove(path)
                except OSError:
                    pass

    def watch(self):
        code = self.process.wait()
        if not ENDING.is_set():
            send({"event": "exit", "code": code})
            end_group_and_exit()

    def is_connected(self):
        """False once soffice has died or hung up (a failed call tells nothing more)."""
        if self.process.poll() is not None:
            return False
        try:
            self.desktop.getCurrentComponent()
            return True
        except Exception:
            return False

    def convert(self, request):
        handler = RefusingInteractionHandler()
        load = [
            prop("Hidden", True),
            prop("ReadOnly", True),
            prop("MacroExecutionMode", NEVER_EXECUTE),
            prop("UpdateDocMode", NO_UPDATE),
            prop("InteractionHandler", handler),
        ]
        if request.get("filter"):
            load.append(prop("FilterName", request["filter"]))
        if request.get("filterOptions"):
            load.append(prop("FilterOptions", request["filterOptions"]))
        try:
            document = self.desktop.loadComponentFromURL(
                uno.systemPathToFileUrl(request["input"]), "_blank", 0, tuple(load)
            )
        except Exception as error:  # IllegalArgumentException, IOException: not loadable
            if not self.is_connected():
                raise
            document = None
            reason = describe(error)
        else:
            reason = "LibreOffice could not load the document"
        if document is None:
            if handler.asked_password:
                return refused("encrypted", "the document needs a password")
            return refused("unreadable", reason)
        try:
            export = next(
                (
                    (name, pdf_filter)
                    for name, service, pdf_filter in FAMILIES
                    if document.supportsService(service)
                ),
                None,
            )
            if export is None:
                return refused("unsupported", "not a text, spreadsheet, presentation or drawing")
            document.storeToURL(
                uno.systemPathToFileUrl(request["output"]), (prop("FilterName", export[1]),)
            )
            return {"ok": True, "family": export[0]}
        except Exception as error:
            if not self.is_connected():
                raise
            return refused("failed", describe(error))
        finally:
            close(document)


def refused(reason, message):
    return {"ok": False, "reason": reason, "message": message}


def describe(error):
    message = getattr(error, "Message", "") or str(error)
    return "%s: %s" % (type(error).__name__, message)


def close(document):
    try:
        document.close(True)
    except Exception:
        try:
            document.dispose()
        except Exception:
            pass


def group_pids():
    """The processes of our group (soffice's launcher and soffice.bin), read from /proc."""
    group = os.getpgid(0)
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group:
            pids.append(entry)
    return pids


def listening_sockets(pids):
    """The socket files soffice listens on (the UNO pipe and its single-instance pipe). A killed
    soffice leaves them behind in /tmp; the host removes them."""
    inodes = set()
    for pid in pids:
        try:
            descriptors = os.listdir("/proc/%s/fd" % pid)
        except OSError:
            continue
        for descriptor in descriptors:
            try:
                target = os.readlink("/proc/%s/fd/%s" % (pid, descriptor))
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[len("socket:[") : -1])
    paths = []
    try:
        with open("/proc/net/unix") as table:
            next(table)
            for line in table:
                fields = line.split()
                if len(fields) >= 8 and fields[6] in inodes and fields[7].startswith("/"):
                    paths.append(fields[7])
    except OSError:
        pass
    return sorted(set(paths))


ENDING = threading.Event()
# What to remove when the bridge ends: its worker folder, and the job being converted (set by
# the main loop). The host removes them too; this covers a host that was killed.
CLEAN_UP = {"dir": None, "job": None, "sockets": []}
PR_SET_CHILD_SUBREAPER = 36


def become_subreaper():
    """soffice.bin is the launcher's child: if the launcher dies first, it becomes our child
    (not init's), so that we reap it and no zombie outlives the pair (Linux prctl(2))."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except Exception:
        pass


def end_group_and_exit(code=0):
    """Kills every other process of our group (soffice's launcher, soffice.bin), reaps them,
    and exits: nothing of the pair outlives the bridge."""
    ENDING.set()
    try:
        sys.stdout.flush()
    except Exception:  # the host is gone: its end of the pipe is closed
        pass
    # soffice makes its single-instance pipe first and the UNO one when it accepts: look again,
    # for a bridge ended while soffice was still starting.
    CLEAN_UP["sockets"] = sorted(set(CLEAN_UP["sockets"]) | set(listening_sockets(group_pids())))
    for _ in range(100):
        pids = group_pids()
        if not pids:
            break
        for pid in pids:
            try:
                os.kill(int(pid), signal.SIGKILL)
            except OSError:
                pass
        reap_children()
        time.sleep(0.01)
    reap_children()
    remove_files()
    os._exit(code)


def remove_files():
    for path in CLEAN_UP["sockets"]:
        if os.path.basename(path).startswith("OSL_PIPE_"):
            try:
                os.remove(path)
            except OSError:
                pass
    job = CLEAN_UP["job"]
    if job:
        for path in (job.get("input"), job.get("output")):
            try:
                os.remove(path)
            except (OSError, TypeError):
                pass
        try:
            os.rmdir(os.path.dirname(job["input"]))
        except (OSError, KeyError, TypeError):
            pass
    folder = CLEAN_UP["dir"]
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
        try:
            # The pool's folder, if nothing else is left in it (its host was killed): the host
            # makes it again (mode 0700) for the next soffice.
            os.rmdir(os.path.dirname(folder))
        except OSError:
            pass


def reap_children():
    for _ in range(200):
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.01)
            if not group_pids():
                return


def await_termination():
    """SIGTERM from the host, even while the main thread waits on LibreOffice: end the pair."""
    signal.sigwait({signal.SIGTERM})
    end_group_and_exit()


def serve(bridge):
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        CLEAN_UP["job"] = request
        try:
            answer = bridge.convert(request)
        except Exception as error:
            # The connection itself failed (soffice died or hung up): the host starts a new pair.
            answer = refused("crashed", describe(error))
            answer["id"] = request.get("id")
            send(answer)
            return
        answer["id"] = request.get("id")
        try:
            send(answer)
        except OSError:  # the host is gone: nobody reads the answer
            break
        CLEAN_UP["job"] = None
    # stdin closed, or stdout broken: the host stopped or died.


def main():
    become_subreaper()
    # SIGTERM is taken by a thread of its own (sigwait): the main thread may be inside a call to
    # LibreOffice that does not return while soffice hangs.
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    threading.Thread(target=await_termination, daemon=True).start()
    settings = json.loads(sys.argv[1])
    CLEAN_UP["dir"] = settings.get("dir")
    bridge = Bridge(settings)
    try:
        try:
            families = bridge.start()
        except Exception as error:
            send({"event": "failed", "message": describe(error)})
            return
        send(
            {
                "event": "ready",
                "pid": bridge.process.pid,
                "families": families,
                "sockets": CLEAN_UP["sockets"],
            }
        )
        serve(bridge)
    finally:
        # Whatever ends the bridge (the host gone, a broken pipe, an error), soffice ends with it.
        end_group_and_exit()


if __name__ == "__main__":
    main()
